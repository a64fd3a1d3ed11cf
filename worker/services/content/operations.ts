import { z } from "zod";
import { CONTENT_PAGES, ContentSchema, SiteImageSchema } from "../../../app/schemas/admin/catalogue";
import { idParam } from "../../../app/schemas/admin/common";
import { StoreContactSchema } from "../../../app/schemas/admin/settings";
import { StorefrontClaimsSchema } from "../../../app/schemas/claims";
import { operation } from "../shared/operation";
import { getClaimSettings, saveClaimSettings } from "./claims";
import { createSiteImage, deleteSiteImage, updateSiteImage, uploadSiteImage } from "./image-uploads";
import { listPageContent, savePageContent } from "./page-editing";
import { getStoreContact, saveStoreContact } from "./store-contact";

const byId = { id: idParam };
const PageName = z.enum(CONTENT_PAGES, { error: `Page must be one of ${CONTENT_PAGES.join(", ")}` });

/** The site's words and pictures: page content, the store's contact details and the site images. */
export const contentOperations = {
  listPageContent: operation({
    access: "canManageContent",
    run: ({ db }) => listPageContent(db),
  }),
  savePageContent: operation({
    access: "canManageContent",
    target: { page: PageName },
    input: ContentSchema,
    run: ({ db, actor }, { page, ...content }) => savePageContent(db, { actor, page, input: content }),
  }),
  readStoreContact: operation({
    access: "canManageContent",
    run: ({ db, config }) => getStoreContact(db, config),
  }),
  saveStoreContact: operation({
    access: "canManageContent",
    input: StoreContactSchema,
    run: ({ db, actor }, contact) => saveStoreContact(db, actor, contact),
  }),
  readClaims: operation({
    access: "canManageContent",
    run: ({ db }) => getClaimSettings(db),
  }),
  saveClaims: operation({
    access: "canManageContent",
    input: StorefrontClaimsSchema,
    run: ({ db, actor }, claims) => saveClaimSettings(db, actor, claims),
  }),
  createSiteImage: operation({
    access: "canManageImages",
    input: SiteImageSchema,
    run: ({ db, actor }, image) => createSiteImage(db, actor, image),
  }),
  updateSiteImage: operation({
    access: "canManageImages",
    target: byId,
    input: SiteImageSchema,
    run: ({ db, actor }, { id, ...image }) => updateSiteImage(db, { actor, id, input: image }),
  }),
  deleteSiteImage: operation({
    access: "canManageImages",
    target: byId,
    run: ({ db, actor }, { id }) => deleteSiteImage(db, actor, id),
  }),
  // The file arrives multipart; the edge reads it and refuses a missing one in its own words.
  uploadSiteImage: operation({
    access: "canManageImages",
    input: z.object({ file: z.instanceof(File) }),
    run: ({ db, env, actor }, { file }) => uploadSiteImage(db, env.IMAGES, { actor, file }),
  }),
};
