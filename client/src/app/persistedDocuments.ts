/**
 * A real build sends each operation by its id in the trusted documents manifest (scripts/persisted-documents.ts),
 * never its text: in production the router runs the web client's registered operations only
 * (router/trusted-documents.ts). Queries go as GET, so their answers can be cached over HTTP; mutations as POST.
 * Only the ids by name ship, not the documents' text, in a chunk of their own requested as the client is made (beside
 * the first page's chunk) rather than in the app shell.
 *
 * The id is looked up by operation name as @apollo/persisted-query-lists' generatePersistedQueryIdsFromManifest does;
 * that package's CommonJS entry would bring all of graphql-js (about 190 kB) into the app shell, so the lookup is here.
 */
import { PersistedQueryLink } from "@apollo/client/link/persisted-queries";
import type { DocumentNode } from "graphql";

type IdsByName = Record<string, string>;

const loadGeneratedIds = (): Promise<IdsByName> => import("../__generated__/persisted-document-ids.json").then((m) => m.default);

/** The one named operation of a generated document. */
function operationNameOf(document: DocumentNode): string {
  const names = document.definitions.flatMap((d) => (d.kind === "OperationDefinition" ? [d.name?.value ?? ""] : []));
  if (names.length !== 1 || !names[0]) throw new Error("A persisted document holds exactly one named operation.");
  return names[0];
}

export function persistedDocumentsLink(loadIds: () => Promise<IdsByName> = loadGeneratedIds): PersistedQueryLink {
  const ids = loadIds();
  // A failed load is reported by the first operation that needs it, not as an unhandled rejection.
  ids.catch(() => undefined);
  return new PersistedQueryLink({
    generateHash: async (document) => {
      const name = operationNameOf(document);
      const id = (await ids)[name];
      if (!id) throw new Error(`Operation ${name} is not in the persisted documents manifest (run npm run codegen).`);
      return id;
    },
    useGETForHashedQueries: true,
  });
}
