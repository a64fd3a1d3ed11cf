import type { EsimUsageView, MyEsimView } from "./esim";

/** One card of the My eSIMs page: the API's view, plus what installs it from the phone reading it. */
export interface MyEsimCardView extends MyEsimView {
  /** The supplier's state of the eSIM; null when it was not (or could not be) asked. */
  state: EsimUsageView["status"] | null;
  /** One-tap install links, only for an issued eSIM the supplier says is not installed yet. */
  install: { iphone: string; android: string } | null;
}
