import { idParam } from "../../../app/schemas/admin/common";
import { GoodwillCreditSchema } from "../../../app/schemas/credit";
import { operation } from "../shared/operation";
import { customerCredit, grantGoodwill } from "./goodwill";

const byId = { id: idParam };

/** A customer's credit as staff see and give it (decision 0049). */
export const creditOperations = {
  customerCredit: operation({
    access: "canManageUsers",
    target: byId,
    run: ({ db }, { id }) => customerCredit(db, id),
  }),
  grantGoodwill: operation({
    access: "canManageUsers",
    target: byId,
    input: GoodwillCreditSchema,
    run: ({ db, actor }, { id, amount, reason }) => grantGoodwill(db, actor, { userId: id, amount, reason }),
  }),
};
