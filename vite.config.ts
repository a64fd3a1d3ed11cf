import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const EAGER_CHUNKS = new Set(["framework", "core"]);

const SHELL_MODULES = new RegExp(
  [
    "app/root\\.tsx$",
    "app/lib/(i18n|format-message|locale|chrome|nonce|use-hydrated|toast|cn|nav|cart-count|service-worker|route-modules|browser-cookie|money|plan-format|seo)\\.tsx?$",
    "app/schemas/(roles|catalogue-vocabulary)\\.ts$",
    "app/components/(site-header|site-footer|brand-logo|language-switcher|language-offer|destination-input|plan-card|add-to-cart-form)\\.tsx$",
    // The storefront layout (its module file stays, a few bytes) and its error pages: every
    // storefront page loads them.
    "app/routes/storefront\\.tsx$",
    "app/components/(not-found-page|error-page)\\.tsx$",
    "app/components/(home/destination-search|plan/plan-facts|plan/plan-words|content/star-rating|content/site-image)\\.tsx?$",
    "app/components/ui/(button|icon|icons|toaster)\\.tsx$",
    "app/components/chat/(customer-chat|chat-launcher|visitor-room-memory)\\.tsx?$",
    // Vite's helper for the chat widget's dynamic import.
    "preload-helper",
  ]
    .map((pattern) => pattern.replaceAll("/", "[\\\\/]"))
    .join("|"),
);

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    ssr: { build: { minify: true } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // V8 compiles a function on its first call, on the main thread, unless the file asks for
            // every function to be compiled as it loads (Chrome 136's compile hints), which happens
            // off the main thread. Nearly all of the framework and the shell runs while the page
            // hydrates; in Lighthouse this cut script bootup by 15-30 % on Home and Shop. Route chunks
            // are left lazy: marking them too measured no better.
            postBanner: (chunk) => (EAGER_CHUNKS.has(chunk.name) ? "//# allFunctionsCalledOnLoad" : ""),
            // Left alone, Rolldown makes one chunk per set of routes sharing a module: the home page
            // preloaded 37 files, most of them a single icon or helper, and on a phone each costs a
            // round trip before the page is interactive (Lighthouse's LCP counted them). Two groups
            // keep that to a handful: the framework, and the storefront's shell.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
                  priority: 20,
                },
                {
                  // The storefront's shell (the root route and what it draws on every page) and the
                  // plan card that Home, Shop and the plan page share: one file. Split by sharing,
                  // they were twelve files of 0.2-6.7 KiB, and gzip compresses each small file
                  // alone; together they are 3.8 KiB smaller on Home, and each file saved is a round trip.
                  name: "core",
                  test: SHELL_MODULES,
                  priority: 15,
                },
              ],
            },
          },
        },
      },
    },
  },
});
