import { data, type RouterContextProvider } from "react-router";
import { type ImagesAction, ImagesActionSchema } from "../../../../app/schemas/admin/images-intents";
import { PERMISSION_LABELS, type Permission } from "../../../../app/schemas/admin/permissions";
import { contentOperations as content } from "../../../services/content/operations";
import { allows } from "../../../services/staff/permissions";
import { adminSessionHash } from "../../cookies/admin-session-cookie.server";
import { queueToast } from "../../cookies/flash.server";
import { actionFailure, invalidForm } from "../../forms/action-result.server";
import {
  ADMIN_FAILURE_TITLE,
  adminIntentAction,
  type IntentTable,
  intent,
} from "../../forms/admin-intent.server";
import { readPosted } from "../../forms/form-action.server";
import { staffPage } from "../../guards/admin-page.server";
import { operationContext } from "../../guards/operations.server";
import { isSameOriginRequest } from "../../guards/same-origin.server";
import { appContext } from "../../http/context.server";

type Context = Readonly<RouterContextProvider>;

const UPLOAD = "upload";

/** What each intent performs and what its toast says. */
const IMAGE_INTENTS: IntentTable<ImagesAction> = {
  create: intent(content.createSiteImage, { says: () => ({ title: "Image created successfully" }) }),
  update: intent(content.updateSiteImage, { says: () => ({ title: "Image updated successfully" }) }),
  delete: intent(content.deleteSiteImage, { says: () => ({ title: "Image deleted successfully" }) }),
};

/**
 * The Images tab's action: create, edit or delete an image (adminIntentAction), or upload a file
 * (multipart), whose answer carries the stored file's URL for the form's Image URL field.
 */
export async function imagesAction(request: Request, context: Context) {
  const isMultipart = request.headers.get("Content-Type")?.startsWith("multipart/form-data");
  if (isMultipart) {
    // Read through the one form reader; the clone leaves the body for adminIntentAction.
    const posted = await readPosted(request.clone() as Request).catch(() => null);
    if (posted?.intent === UPLOAD) return uploadImage(request, context, posted.form.get("file"));
  }
  return adminIntentAction(request, context, {
    tab: "images",
    schema: ImagesActionSchema,
    intents: IMAGE_INTENTS,
  });
}

/** The upload: adminIntentAction's checks in its order, then the operation (type, size, signature). */
async function uploadImage(request: Request, context: Context, file: FormDataEntryValue | null) {
  const refused = (error: string) => {
    queueToast(context, { title: ADMIN_FAILURE_TITLE, description: error, variant: "destructive" });
    return data({ ok: false as const, status: 403, error, intent: UPLOAD }, { status: 403 });
  };
  if (!isSameOriginRequest(request)) return refused("Cross-origin request refused");
  const { db, admin } = staffPage(context);
  const { access } = content.uploadSiteImage;
  if (!allows(admin, access)) {
    return refused(`You need the “${PERMISSION_LABELS[access as Permission]}” permission`);
  }
  if (!(file instanceof File))
    return invalidForm({ file: "Choose an image file to upload" }, { intent: UPLOAD });
  try {
    const { env, config } = context.get(appContext);
    const sessionHash = await adminSessionHash(request);
    const work = operationContext(request, { db, env, config, admin, sessionHash });
    const { url } = await content.uploadSiteImage.run(work, { file });
    return data({ ok: true as const, intent: UPLOAD, url });
  } catch (error) {
    // Shown beside the file button, as the field error it is.
    return actionFailure(error, { intent: UPLOAD, fieldErrors: { file: (error as Error).message } });
  }
}
