/**
 * Seeds the skills system: its roles (with their requirements and each requirement's skills) and its tests (with the
 * skills they verify) from the pure seed data, in every environment; and, in a demo, where the demo learners stand.
 *
 * Roles and tests are inserted when missing and never overwritten: they are data admins edit, and a restart
 * must not undo an edit or bring back a requirement an admin removed. A role or test added to the seed data later
 * still reaches existing data folders. Demo rows are inserted once too, so a demo person's own progress survives.
 */
import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import {
  skillAttemptAnswers,
  skillAttemptSignals,
  skillAttempts,
  skillQuestions,
  skillRequirementSkills,
  skillRequirements,
  skillRoles,
  skillTestSkills,
  skillTests,
  userSkillRoles,
  verifiedSkills,
} from "../../../../drizzle/schema/talent.js";
import type { Tx } from "../../../shared/db.js";
import { DEMO_ACCOUNTS } from "../../../shared/demo-accounts.js";
import type { SeedOptions } from "../../../shared/server.js";
import { requirementSkillIds } from "./rules/roles.js";
import { SKILL_ROLE_SEED } from "./roles-seed-data.js";
import { SKILL_TEST_SEED, TEST_TERMS } from "./tests-seed-data.js";
import { DEMO_SKILLS, demoSignals, type DemoSignalProfile } from "./demo-seed-data.js";
import { integritySummary } from "./rules/proctoring.js";
import { deadlineOf, drawQuestions } from "./rules/attempts.js";
import { refreshStandings } from "./services/grading.js";
import { QUESTION_BANKS, type BankQuestion } from "./rules/question-bank/index.js";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedSkills(tx: Tx, opts: SeedOptions): Promise<void> {
  await seedRoles(tx);
  await seedTests(tx);
  await seedQuestions(tx);
  if (opts.demo) await seedDemoLearners(tx, new Date());
}

async function seedRoles(tx: Tx): Promise<void> {
  const inserted = await tx
    .insert(skillRoles)
    .values(
      SKILL_ROLE_SEED.map((r, position) => ({
        id: r.id,
        family: r.family,
        familyTitle: r.familyTitle,
        title: r.title,
        seniority: r.seniority,
        status: r.status,
        variantOf: r.variantOf,
        careerRoleId: r.careerRoleId,
        summary: r.summary,
        position,
      })),
    )
    .onConflictDoNothing({ target: skillRoles.id })
    .returning({ id: skillRoles.id });
  // Roles seeded before they led to a career role get it, unless an admin set one meanwhile: one statement per start.
  const leads = SKILL_ROLE_SEED.filter((r) => r.careerRoleId).map((r) => sql`(${r.id}, ${r.careerRoleId})`);
  if (leads.length)
    await tx.execute(sql`
      UPDATE ${skillRoles} SET career_role_id = v.career_role_id
      FROM (VALUES ${sql.join(leads, sql`, `)}) AS v(id, career_role_id)
      WHERE ${skillRoles.id} = v.id AND ${skillRoles.careerRoleId} IS NULL`);
  const fresh = new Set(inserted.map((r) => r.id));
  const roles = SKILL_ROLE_SEED.filter((r) => fresh.has(r.id));
  const requirements = roles.flatMap((role) =>
    role.requirements.map((r, position) => ({
      roleId: role.id,
      id: r.id,
      kind: r.kind,
      category: r.category,
      level: r.level,
      title: r.kind === "CONDITIONAL" ? r.title : null,
      position,
    })),
  );
  const skills = roles.flatMap((role) =>
    role.requirements.flatMap((r) =>
      requirementSkillIds(r).map((toolId, position) => ({ roleId: role.id, requirementId: r.id, toolId, position })),
    ),
  );
  if (requirements.length) await tx.insert(skillRequirements).values(requirements);
  if (skills.length) await tx.insert(skillRequirementSkills).values(skills);
}

async function seedTests(tx: Tx): Promise<void> {
  const inserted = await tx
    .insert(skillTests)
    .values(
      SKILL_TEST_SEED.map((t) => ({
        id: t.id,
        topic: t.topic,
        level: t.level,
        title: t.title,
        questionsDrawn: t.questionsDrawn,
        pointsPerQuestion: t.pointsPerQuestion,
        timeLimitMinutes: t.timeLimitMinutes,
        passMarkPercent: t.passMarkPercent,
      })),
    )
    .onConflictDoNothing({ target: skillTests.id })
    .returning({ id: skillTests.id });
  const fresh = new Set(inserted.map((t) => t.id));
  const skills = SKILL_TEST_SEED.filter((t) => fresh.has(t.id)).flatMap((t) =>
    t.skillIds.map((toolId, position) => ({ testId: t.id, toolId, position })),
  );
  if (skills.length) await tx.insert(skillTestSkills).values(skills);
}

/** The banks' questions, inserted when missing (an admin's edit or retirement stays). */
async function seedQuestions(tx: Tx): Promise<void> {
  const rows = QUESTION_BANKS.flatMap((bank) =>
    bank.questions.map((q, position) => ({
      id: q.id,
      testId: bank.testId,
      position,
      prompt: q.prompt,
      code: q.code ?? null,
      kind: q.kind,
      options: q.options.map((o) => ({ id: o.id, text: o.text })),
      correct: [...q.correct],
      explanation: q.explanation,
    })),
  );
  await tx.insert(skillQuestions).values(rows).onConflictDoNothing({ target: skillQuestions.id });
}

/** One option set that is wrong for the question: the first option that is not correct. */
const wrongAnswer = (q: BankQuestion) => [q.options.find((o) => !q.correct.includes(o.id))!.id];

/**
 * A finished verify attempt as a learner would have left it: drawn like any attempt, the first `score / points`
 * questions answered right and the rest wrong, submitted twenty minutes after it started.
 */
function demoAttempt(userId: string, testId: string, score: number, finishedAt: Date, profile: DemoSignalProfile = {}) {
  const test = SKILL_TEST_SEED.find((t) => t.id === testId)!;
  const bank = QUESTION_BANKS.find((b) => b.testId === testId)!.questions;
  const id = randomUUID();
  const drawn = drawQuestions(bank, test.questionsDrawn, id);
  const right = score / test.pointsPerQuestion;
  const startedAt = new Date(finishedAt.getTime() - 20 * 60_000);
  const signals = demoSignals(
    drawn.map((q) => q.id),
    profile,
  );
  const breakdown = drawn.map((q, i) => ({
    questionId: q.id,
    answered: true,
    correct: i < right,
    points: i < right ? test.pointsPerQuestion : 0,
  }));
  return {
    attempt: {
      id,
      userId,
      testId,
      mode: "VERIFY" as const,
      questionIds: drawn.map((q) => q.id),
      acceptedTermIds: TEST_TERMS.map((t) => t.id),
      startedAt,
      deadline: deadlineOf(startedAt, test.timeLimitMinutes),
      passMarkPercent: test.passMarkPercent,
      submittedAt: finishedAt,
      finishedAt,
      score,
      total: test.total,
      passed: score * 100 >= test.total * test.passMarkPercent,
      breakdown,
      integrityFlag: integritySummary(signals).flag,
    },
    signals: signals.map((s, i) => ({
      attemptId: id,
      seq: i + 1,
      kind: s.kind,
      atMs: "atMs" in s ? s.atMs : null,
      durationMs: "durationMs" in s ? s.durationMs : null,
      questionId: "questionId" in s ? (s.questionId ?? null) : null,
      answered: null,
    })),
    answers: drawn.map((q, i) => ({
      attemptId: id,
      questionId: q.id,
      optionIds: i < right ? [...q.correct] : wrongAnswer(q),
      answeredAt: startedAt,
    })),
  };
}

async function seedDemoLearners(tx: Tx, now: Date): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const people = DEMO_SKILLS.map((d) => ({ ...d, userId: DEMO_ACCOUNTS.find((a) => a.roles.includes(d.role))!.id }));
  const chosen = people.flatMap((p) =>
    p.skillRole ? [{ userId: p.userId, roleId: p.skillRole.roleId, chosenAt: daysAgo(p.skillRole.daysAgo) }] : [],
  );
  // A person who already has skills-system rows keeps them: their own choices and results since the first seeding.
  const started = new Set(
    (
      await tx
        .select({ userId: verifiedSkills.userId })
        .from(verifiedSkills)
        .where(
          inArray(
            verifiedSkills.userId,
            people.map((p) => p.userId),
          ),
        )
    ).map((r) => r.userId),
  );
  if (chosen.length) await tx.insert(userSkillRoles).values(chosen).onConflictDoNothing({ target: userSkillRoles.userId });
  const verified = people
    .filter((p) => !started.has(p.userId))
    .flatMap((p) =>
      p.verified.map((v) => ({
        userId: p.userId,
        skillId: v.skillId,
        level: v.level,
        score: v.score,
        testId: v.testId,
        verifiedAt: daysAgo(v.daysAgo),
      })),
    );
  if (verified.length) await tx.insert(verifiedSkills).values(verified).onConflictDoNothing();
  // The attempts behind those results: one passing attempt per verifying test, and the failed ones.
  const attempts = people
    .filter((p) => !started.has(p.userId))
    .flatMap((p) => [
      ...[...new Map(p.verified.map((v) => [v.testId, v])).values()].map((v) =>
        demoAttempt(p.userId, v.testId, v.score, daysAgo(v.daysAgo)),
      ),
      ...p.failedAttempts.map((f) => demoAttempt(p.userId, f.testId, f.score, daysAgo(f.daysAgo))),
      ...p.flaggedAttempts.map((f) => demoAttempt(p.userId, f.testId, f.score, daysAgo(f.daysAgo), f.signals)),
    ]);
  if (attempts.length) {
    await tx.insert(skillAttempts).values(attempts.map((a) => a.attempt));
    await tx.insert(skillAttemptAnswers).values(attempts.flatMap((a) => a.answers));
    const signals = attempts.flatMap((a) => a.signals);
    if (signals.length) await tx.insert(skillAttemptSignals).values(signals);
    await refreshStandings(tx, [...new Set(attempts.map((a) => a.attempt.userId))]);
  }
}
