import type { RouterContextProvider } from "react-router";

type RequestContext = Readonly<RouterContextProvider>;

/**
 * Values worked out once per request. The router context lives exactly as long as its request, so
 * keyed on it (weakly) they are forgotten with it and never shared between two requests.
 */
export function requestMemo<Key, Value>() {
  const byRequest = new WeakMap<RequestContext, Map<Key, Value>>();
  const entries = (context: RequestContext) => {
    let kept = byRequest.get(context);
    if (!kept) {
      kept = new Map();
      byRequest.set(context, kept);
    }
    return kept;
  };
  return {
    /** The value already worked out for this request under `key`, if any. */
    peek: (context: RequestContext, key: Key): Value | undefined => entries(context).get(key),
    /** The value under `key`, made by `make` on the request's first ask. */
    once(context: RequestContext, key: Key, make: () => Value): Value {
      const kept = entries(context);
      if (kept.has(key)) return kept.get(key) as Value;
      const value = make();
      kept.set(key, value);
      return value;
    },
  };
}
