import type { z } from "zod";
import { type ListPage, listQuerySchema } from "../../../app/schemas/admin/common";
import type { BanLogRecord } from "../../../app/schemas/admin/records";
import type { Database } from "../../db/client";
import { banLogs } from "../../db/schema";
import { listPage, pageOf } from "../shared/lists";

// Every ban staff have issued, newest first by default: the history a lifted ban leaves behind.

export const BanLogListQuerySchema = listQuerySchema(
  ["issuedAt", "userId", "adminId", "banExpiresAt"],
  "issuedAt",
);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listBanLogs(
  db: Database,
  query: z.output<typeof BanLogListQuerySchema>,
): Promise<ListPage<BanLogRecord>> {
  const { rows, total } = await listPage(db, banLogs, query, {
    search: [banLogs.reason, banLogs.banDuration],
    sorts: {
      issuedAt: banLogs.issuedAt,
      userId: banLogs.userId,
      adminId: banLogs.adminId,
      banExpiresAt: banLogs.banExpiresAt,
    },
  });
  return pageOf(
    query,
    rows.map((r) => ({ ...r, banExpiresAt: iso(r.banExpiresAt), issuedAt: iso(r.issuedAt) })),
    total,
  );
}
