// ESLint over the whole tree: TypeScript (typescript-eslint's recommended rules, without type information so a run
// stays quick on two cores), React hooks in the client, and the client's GraphQL documents (@graphql-eslint) for
// operation and fragment naming. Formatting is Prettier's alone (eslint-config-prettier turns clashing rules off).
import js from "@eslint/js";
import graphqlPlugin from "@graphql-eslint/eslint-plugin";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["**/node_modules/**", "**/__generated__/**", "**/dist/**", "client/public/**", ".ci/out/**", "drizzle/migrations/**"],
  },
  {
    files: ["**/*.{ts,tsx,js}"],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_`-prefixed names mark parameters a signature needs but the body does not.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    // Tests read deep into untyped GraphQL results.
    files: ["**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["client/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["client/src/**/*.graphql"],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: "schema/api.graphql", documents: "client/src/**/*.graphql" } },
    },
    plugins: { "@graphql-eslint": graphqlPlugin },
    rules: {
      "@graphql-eslint/no-anonymous-operations": "error",
      "@graphql-eslint/unique-operation-name": "error",
      "@graphql-eslint/unique-fragment-name": "error",
      "@graphql-eslint/no-duplicate-fields": "error",
      "@graphql-eslint/no-unused-variables": "error",
      "@graphql-eslint/known-fragment-names": "error",
      "@graphql-eslint/naming-convention": [
        "error",
        {
          // Operations are named for what they do (PascalCase, no "Query"/"Mutation" suffix or prefix);
          // fragments are named for the component and the prop they feed: `JobCard_job`.
          OperationDefinition: {
            style: "PascalCase",
            forbiddenPrefixes: ["Query", "Mutation", "Get"],
            forbiddenSuffixes: ["Query", "Mutation"],
          },
          FragmentDefinition: { requiredPattern: /^[A-Z][A-Za-z0-9]*_[a-z][A-Za-z0-9]*$/ },
          VariableDefinition: "camelCase",
        },
      ],
    },
  },
  prettier,
);
