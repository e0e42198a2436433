import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    },
  },
  // A fixed sleep passes or fails by the machine's speed: wait for what the user would see instead.
  {
    files: ["tests/e2e/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: "No fixed sleeps: wait for an element, attribute, URL, response or expect.poll.",
        },
      ],
    },
  },
  // CommonJS config files of the tools.
  { files: ["*.js"], rules: { "@typescript-eslint/no-require-imports": "off" } },
  { ignores: [".next/**", "node_modules/**", "data/**", "drizzle/**", "playwright-report/**", "test-results/**", "next-env.d.ts"] },
];
export default config;
