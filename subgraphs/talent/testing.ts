/**
 * Shared setup of the talent subgraph tests against a real database: a fresh test database, the subgraph on a fixed
 * clock with avatars in a temporary folder and jobs and courses as fake peers, new people with profiles, a read of every profile
 * field, and the profile mutations the module tests share.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect } from "vitest";
import type { Database } from "../shared/db.js";
import { createTestDatabase, statementCounter } from "../shared/testing/database.js";
import { as, fakePeers, system, testSubgraph, type SubgraphClient } from "../shared/testing/harness.js";
import { LocalDiskStorage } from "../shared/storage/index.js";
import type { Caller, Role } from "../shared/viewer.js";
import { CERTIFIED_ASSOCIATE_QUERY } from "./modules/interviews/index.js";
import { APPLICANTS_VISIBLE_QUERY } from "./modules/profiles/index.js";
import { createTalentSubgraph } from "./index.js";

export { codeOf } from "../shared/testing/harness.js";
export const fieldsOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (r.errors?.[0]?.extensions?.fields ?? {}) as Record<string, string>;

/** The clock every request of the testbed reads. */
export const NOW = new Date("2026-03-15T10:00:00Z");

export interface TalentTestbed {
  database: Database;
  client: SubgraphClient;
  /** Avatar storage, in `storageDir` (a temporary folder). */
  storage: LocalDiskStorage;
  storageDir: string;
  /** Counts the SQL statements of a call (batching tests). */
  counter: ReturnType<typeof statementCounter>;
  /** Jobs and courses as fake peers; `calls` records what was asked. */
  peers: ReturnType<typeof fakePeers>;
  /** What the fake jobs answers: viewer id → the people who applied where that viewer is the employer side. */
  applied: Map<string, Set<string>>;
  /** What the fake courses answers: person id → the certified-associate courses they study (career services). */
  associates: Map<string, string[]>;
  /** A fresh person with a profile (so tests do not depend on each other's edits). */
  person(roles?: Role[], firstName?: string, lastName?: string): Promise<{ id: string; caller: Caller }>;
  /** `user(id)` with every field, as `caller` reads it. */
  read(id: string, caller: Caller): Promise<Full>;
  /** Moves the requests' clock (deadlines, cooldowns); no argument puts it back to NOW. */
  setNow(at?: Date): void;
}

/**
 * Registers beforeAll/afterAll: a fresh test database and the talent subgraph on it (clock NOW, avatars on local disk,
 * jobs faked). The returned testbed is filled in before the first test; everything is stopped and removed after the last.
 */
export function talentTestbed(): TalentTestbed {
  const counter = statementCounter();
  const applied = new Map<string, Set<string>>();
  const associates = new Map<string, string[]>();
  const peers = fakePeers({
    courses: (query, variables) => {
      if (query !== CERTIFIED_ASSOCIATE_QUERY) throw new Error(`unexpected courses call: ${query}`);
      const ids = variables.userIds as string[];
      return {
        certifiedAssociateCourses: ids.filter((id) => associates.has(id)).map((userId) => ({ userId, courseIds: associates.get(userId)! })),
      };
    },
    jobs: (query, variables) => {
      if (query !== APPLICANTS_VISIBLE_QUERY) throw new Error(`unexpected jobs call: ${query}`);
      const granted = applied.get(String(variables.viewerId)) ?? new Set();
      return { applicantsVisibleTo: (variables.userIds as string[]).filter((id) => granted.has(id)) };
    },
  });
  let serial = 0;
  let now = NOW;
  const bed = {
    setNow: (at?: Date) => {
      now = at ?? NOW;
    },
    counter,
    peers,
    applied,
    associates,
    async person(roles: Role[] = ["STUDENT"], firstName = "Test", lastName = `Person${++serial}`) {
      const id = randomUUID();
      const email = `${firstName}.${lastName}.${serial}@example.test`.toLowerCase().replace(/\s+/g, "");
      const r = await bed.client.exec(
        `mutation($i: CreateUserProfileInput!) { createUserProfile(input: $i) { id } }`,
        { i: { id, firstName, lastName, email } },
        { caller: system() },
      );
      expect(r.errors).toBeUndefined();
      return { id, caller: as({ id, email, roles }) };
    },
    read: (id: string, caller: Caller) => read(bed.client, id, caller),
  } as TalentTestbed;
  beforeAll(async () => {
    bed.database = await createTestDatabase({ onQuery: counter.onQuery });
    bed.storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "tf-avatars-"));
    bed.storage = new LocalDiskStorage(bed.storageDir, { secret: "x".repeat(32), publicBaseUrl: "" });
    bed.client = await testSubgraph(createTalentSubgraph({ storage: bed.storage, now: () => now }) as never, bed.database, { peers });
  });
  afterAll(async () => {
    await bed.client?.stop();
    await bed.database?.close();
    if (bed.storageDir) fs.rmSync(bed.storageDir, { recursive: true, force: true });
  });
  return bed;
}

export const FULL = /* GraphQL */ `
  query Full($id: ID!) {
    user(id: $id) {
      id
      email
      avatarUrl
      about {
        bio
        employmentStatus
        languages
        workPermitLocations
        skills {
          id
          title
        }
        location
        links {
          linkedin
          github
          portfolio
          website
        }
      }
      workExperiences {
        id
        jobTitle
        employerName
        start
        end
        descriptions
      }
      educations {
        id
        university
        level
        field
        start
        end
        grade
        descriptions
      }
      targetRole {
        id
      }
      profileCompletion {
        progress
        metCount
        total
        checks {
          key
          met
        }
        tasks {
          key
          link
        }
      }
      uiLanguage
      settings {
        path
        id
        type
        value
      }
      cvScoreHistory {
        total
      }
    }
  }
`;
export type Full = {
  id: string;
  email: string | null;
  avatarUrl: string | null;
  about: {
    bio: string | null;
    employmentStatus: string | null;
    languages: string[];
    workPermitLocations: string[];
    skills: { id: string; title: string }[];
    location: string | null;
    links: { linkedin: string | null; github: string | null; portfolio: string | null; website: string | null } | null;
  };
  workExperiences: { id: string; jobTitle: string; employerName: string; start: string; end: string | null; descriptions: string[] }[];
  educations: {
    id: string;
    university: string;
    level: string;
    field: string;
    start: string;
    end: string | null;
    grade: string | null;
    descriptions: string[];
  }[];
  targetRole: { id: string } | null;
  profileCompletion: {
    progress: number;
    metCount: number;
    total: number;
    checks: { key: string; met: boolean }[];
    tasks: { key: string; link: string }[];
  } | null;
  uiLanguage: string | null;
  settings: { path: string; id: string; type: string; value: string | null }[];
  cvScoreHistory: { total: number }[];
};
/** `user(id)` with every field, as `caller` reads it (no errors expected). */
export async function read(client: SubgraphClient, id: string, caller: Caller): Promise<Full> {
  const r = await client.exec<{ user: Full }>(FULL, { id }, { caller });
  expect(r.errors).toBeUndefined();
  return r.data!.user;
}

export const ABOUT = `mutation($i: ProfileAboutInput!) { updateProfileAbout(input: $i) { id about { bio languages skills { id } } } }`;
export const CONTACT = `mutation($i: ProfileContactInput!) { updateProfileContact(input: $i) { id about { location links { linkedin github portfolio website } } } }`;
export const JOB = `mutation($i: JobSettingsInput!) { updateJobSettings(input: $i) { id about { employmentStatus workPermitLocations } } }`;
export const ADD_WORK = `mutation($i: WorkExperienceInput!) { addWorkExperience(input: $i) { id workExperiences { id jobTitle start end descriptions } } }`;
export const UPDATE_WORK = `mutation($id: ID!, $i: WorkExperienceInput!) { updateWorkExperience(id: $id, input: $i) { id workExperiences { id jobTitle } } }`;
export const REMOVE_WORK = `mutation($id: ID!) { removeWorkExperience(id: $id) { id workExperiences { id } } }`;
export const ADD_EDU = `mutation($i: EducationInput!) { addEducation(input: $i) { id educations { id university level start end grade } } }`;
export const UPDATE_EDU = `mutation($id: ID!, $i: EducationInput!) { updateEducation(id: $id, input: $i) { id educations { id university } } }`;
export const REMOVE_EDU = `mutation($id: ID!) { removeEducation(id: $id) { id educations { id } } }`;

export const work = {
  jobTitle: "Data Analyst",
  employerName: "Lantern Analytics",
  start: "2023-02",
  end: null,
  descriptions: ["Built Power BI dashboards with SQL, cutting reporting time by 40%."],
};
export const edu = {
  university: "Universiti Malaya",
  level: "Degree",
  field: "Statistics",
  start: "2018-09",
  end: "2022-06",
  grade: "CGPA 3.6",
  descriptions: [],
};
