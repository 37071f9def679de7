/**
 * The partner API's contract: the part of the public schema an API key can reach (the root fields of every scope in
 * subgraphs/shared/partner-api.ts, and every type reachable from them), committed as schema/partner-api.graphql.
 *
 * A change may add to it freely, and deprecate; it may remove or change the type of a field, argument or enum value
 * only after the committed contract has marked it `@deprecated` (partners were told first). `npm test` fails on any
 * other breaking change, and on a contract that is behind the schema. `npm run contract` records the current schema
 * as the contract and refuses while a change would break partners; `--breaking` records it anyway, for a change
 * agreed with the partners.
 */
import fs from "node:fs";
import path from "node:path";
import { CriticalityLevel, diff, DiffRule, type Change } from "@graphql-inspector/core";
import {
  buildSchema,
  GraphQLObjectType,
  GraphQLSchema,
  getNamedType,
  isAbstractType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  lexicographicSortSchema,
  printSchema,
  type GraphQLNamedType,
} from "graphql";
import { SCOPE_ROOT_FIELDS } from "../subgraphs/shared/partner-api.js";
import { schemaDir } from "./subgraphs.js";

export const CONTRACT_FILE = path.join(schemaDir, "partner-api.graphql");

/** Every root field some scope opens, in no particular scope. */
const partnerRootFields = (): Set<string> => new Set(Object.values(SCOPE_ROOT_FIELDS).flat());

/**
 * The partner part of a public API schema: Query with only the scopes' root fields, and the types they reach
 * (an interface or union brings every type that may stand in for it).
 */
export function partnerSchema(apiSdl: string): GraphQLSchema {
  const api = buildSchema(apiSdl);
  const query = api.getQueryType();
  if (!query) throw new Error("The API schema has no Query type.");
  const wanted = partnerRootFields();
  const config = query.toConfig();
  const missing = [...wanted].filter((name) => !config.fields[name]);
  if (missing.length) throw new Error(`Partner scopes name root fields the API lacks: ${missing.join(", ")}`);
  const fields = Object.fromEntries(Object.entries(config.fields).filter(([name]) => wanted.has(name)));

  // The constructor collects what the fields reach; the stand-ins of abstract types are added by hand.
  const extra = new Map<string, GraphQLNamedType>();
  const seen = new Set<string>();
  const visit = (type: GraphQLNamedType) => {
    if (seen.has(type.name)) return;
    seen.add(type.name);
    if (isAbstractType(type))
      for (const member of api.getPossibleTypes(type)) {
        extra.set(member.name, member);
        visit(member);
      }
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        visit(getNamedType(field.type));
        for (const arg of field.args) visit(getNamedType(arg.type));
      }
    }
    if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) visit(getNamedType(field.type));
  };
  for (const field of Object.values(fields)) {
    visit(getNamedType(field.type));
    for (const arg of Object.values(field.args ?? {})) visit(getNamedType(arg.type));
  }
  return lexicographicSortSchema(new GraphQLSchema({ query: new GraphQLObjectType({ ...config, fields }), types: [...extra.values()] }));
}

export const printPartnerSchema = (apiSdl: string): string => printSchema(partnerSchema(apiSdl)) + "\n";

const readApi = () => fs.readFileSync(path.join(schemaDir, "api.graphql"), "utf8");

/** The changes from the committed contract to the current schema, each with its criticality. */
export async function contractChanges(contractSdl: string, apiSdl: string): Promise<Change[]> {
  // Removing what the contract had already deprecated is the agreed way to retire it: dangerous, not breaking.
  return diff(buildSchema(contractSdl), partnerSchema(apiSdl), [DiffRule.suppressRemovalOfDeprecatedField]);
}

export const breaking = (changes: Change[]) => changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking);

export const describeChange = (c: Change) => `- ${c.message}${c.path ? ` (${c.path})` : ""}`;

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const api = readApi();
  const force = process.argv.includes("--breaking");
  const current = fs.existsSync(CONTRACT_FILE) ? fs.readFileSync(CONTRACT_FILE, "utf8") : null;
  const broken = current ? breaking(await contractChanges(current, api)) : [];
  if (broken.length && !force) {
    console.error(
      `These changes would break partners' queries (deprecate first, remove in a later release):\n${broken.map(describeChange).join("\n")}\n` +
        "Run with --breaking only for a change agreed with the partners.",
    );
    process.exit(1);
  }
  fs.writeFileSync(CONTRACT_FILE, printPartnerSchema(api));
  console.log(`Wrote ${path.relative(process.cwd(), CONTRACT_FILE)}${broken.length ? ` with ${broken.length} breaking change(s)` : ""}`);
}
