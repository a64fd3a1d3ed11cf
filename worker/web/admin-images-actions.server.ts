import { data, type RouterContextProvider } from "react-router";
import { IMAGES_INTENT_ACCESS, ImagesActionSchema } from "../../app/schemas/admin/images-intents";
import { PERMISSION_LABELS } from "../../app/schemas/admin/permissions";
import {
  createSiteImage,
  deleteSiteImage,
  updateSiteImage,
  uploadSiteImage,
} from "../services/content/image-uploads";
import { allows } from "../services/staff/permissions";
import { actionFailure, invalidForm } from "./action-result.server";
import { actorFrom } from "./actor.server";
import { ADMIN_FAILURE_TITLE, adminIntentAction } from "./admin-intent.server";
import { staffPage } from "./admin-page.server";
import { appContext } from "./context.server";
import { queueToast } from "./flash.server";
import { isSameOriginRequest } from "./same-origin.server";

type Context = Readonly<RouterContextProvider>;

const UPLOAD = "upload";

/**
 * The Images tab's action: create, edit or delete an image (adminIntentAction), or upload a file
 * (multipart), whose answer carries the stored file's URL for the form's Image URL field.
 */
export async function imagesAction(request: Request, context: Context) {
  const isMultipart = request.headers.get("Content-Type")?.startsWith("multipart/form-data");
  if (isMultipart) {
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    if (form?.get("intent") === UPLOAD) return uploadImage(request, context, form.get("file"));
  }
  return adminIntentAction(request, context, {
    area: "canManageImages",
    access: IMAGES_INTENT_ACCESS,
    schema: ImagesActionSchema,
    run: async (action, { db, actor }) => {
      switch (action.intent) {
        case "create": {
          const { intent: _, ...image } = action;
          await createSiteImage(db, actor, image);
          return { title: "Image created successfully" };
        }
        case "update": {
          const { intent: _, id, ...image } = action;
          await updateSiteImage(db, actor, id, image);
          return { title: "Image updated successfully" };
        }
        case "delete":
          await deleteSiteImage(db, actor, action.id);
          return { title: "Image deleted successfully" };
      }
    },
  });
}

/** The upload: adminIntentAction's checks in its order, then the service (type, size, signature). */
async function uploadImage(request: Request, context: Context, file: FormDataEntryValue | null) {
  const refused = (error: string) => {
    queueToast(context, { title: ADMIN_FAILURE_TITLE, description: error, variant: "destructive" });
    return data({ ok: false as const, status: 403, error, intent: UPLOAD }, { status: 403 });
  };
  if (!isSameOriginRequest(request)) return refused("Cross-origin request refused");
  const { db, admin } = staffPage(context);
  if (!allows(admin, "canManageImages")) {
    return refused(`You need the “${PERMISSION_LABELS.canManageImages}” permission`);
  }
  if (!(file instanceof File))
    return invalidForm({ file: "Choose an image file to upload" }, { intent: UPLOAD });
  try {
    const bucket = context.get(appContext).env.IMAGES;
    const { url } = await uploadSiteImage(db, bucket, actorFrom(admin, request), file);
    return data({ ok: true as const, intent: UPLOAD, url });
  } catch (error) {
    // Shown beside the file button, as the field error it is.
    return actionFailure(error, { intent: UPLOAD, fieldErrors: { file: (error as Error).message } });
  }
}
