import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    ssr: { build: { minify: true } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Left alone, Rolldown makes one chunk per set of routes sharing a module: the home page
            // preloaded 37 files, most of them a single icon or helper, and on a phone each costs a
            // round trip before the page is interactive (Lighthouse's LCP counted them). Two groups
            // keep that to a handful: the framework, and the storefront's shared code and icons.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
                  priority: 20,
                },
                {
                  // The small modules every page's root imports (words, language, hydration, toasts):
                  // one file instead of eight, each of which cost its own framing and round trip.
                  name: "core",
                  test: /app[\\/](lib[\\/](i18n|format-message|locale|chrome|nonce|use-hydrated|toast|cn)|schemas[\\/]roles)\.tsx?$/,
                  priority: 15,
                },
                {
                  name: "shared",
                  test: /node_modules[\\/]lucide-react[\\/]/,
                  minShareCount: 2,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
    },
  },
});
