import { z } from "zod";
import { SiteImageSchema } from "./catalogue";
import { asPosted, recordId } from "./intent-fields";
import type { Permission } from "./permissions";

// Issue 15: the Images tab's one action, told apart by `intent`; the fields are the JSON API's.
// An upload (a file, multipart) is the tab's own small action: worker/web/admin-images-actions.server.ts.

type ImagesIntent = "create" | "update" | "delete";

/** The permission each intent needs: the same flag its JSON API route `requires(...)`. */
export const IMAGES_INTENT_ACCESS: Record<ImagesIntent, Permission> = {
  create: "canManageImages",
  update: "canManageImages",
  delete: "canManageImages",
};

const id = recordId("Image");
const ImageForm = SiteImageSchema.extend({ url: asPosted(SiteImageSchema.shape.url) });

export const ImagesActionSchema = z.discriminatedUnion("intent", [
  ImageForm.extend({ intent: z.literal("create") }),
  ImageForm.extend({ intent: z.literal("update"), id }),
  z.object({ intent: z.literal("delete"), id }),
]);
