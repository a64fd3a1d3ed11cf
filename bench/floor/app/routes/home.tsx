// The floor's page: a React Router loader reading one D1 row, rendered on the server.
import { useLoaderData } from "react-router";

export async function loader({ context }: { context: unknown }) {
  const db = (context as { db: D1Database }).db;
  return db.prepare("SELECT id, name, price_sen FROM items WHERE id = ?").bind(1).first<{
    id: number;
    name: string;
    price_sen: number;
  }>();
}

export default function Home() {
  const item = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{item?.name}</h1>
      <p>RM {((item?.price_sen ?? 0) / 100).toFixed(2)}</p>
    </main>
  );
}
