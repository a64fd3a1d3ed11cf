import { eq } from "drizzle-orm";
import type { ChatCustomerDto } from "../../../app/schemas/admin/customer";
import type { Database } from "../../db/client";
import { chatRooms } from "../../db/schema";
import { chatCustomer } from "../accounts/customer-page";
import { NotFoundError } from "../errors";

/** Who a room's conversation is with, for the panel beside it in the staff chat. */
export async function roomCustomer(
  db: Database,
  roomId: number,
  parts: { orders: boolean },
): Promise<ChatCustomerDto> {
  const room = await db
    .select({
      userId: chatRooms.userId,
      visitorName: chatRooms.visitorName,
      visitorEmail: chatRooms.visitorEmail,
    })
    .from(chatRooms)
    .where(eq(chatRooms.id, roomId))
    .get();
  if (!room) throw new NotFoundError("Chat room not found");
  return chatCustomer(db, room, parts);
}
