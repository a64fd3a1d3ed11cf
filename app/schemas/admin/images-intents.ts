import { z } from "zod";
import { SiteImageSchema } from "./catalogue";
import { asPosted, recordId } from "./intent-fields";

// The Images tab's one action, told apart by `intent`: the posted form of the operations' fields.
// An upload (a file, multipart) is the tab's own small action: worker/web/pages/admin/admin-images-actions.server.ts.

const id = recordId("Image");
const ImageForm = SiteImageSchema.extend({ url: asPosted(SiteImageSchema.shape.url) });

export const ImagesActionSchema = z.discriminatedUnion("intent", [
  ImageForm.extend({ intent: z.literal("create") }),
  ImageForm.extend({ intent: z.literal("update"), id }),
  z.object({ intent: z.literal("delete"), id }),
]);
export type ImagesAction = z.output<typeof ImagesActionSchema>;
