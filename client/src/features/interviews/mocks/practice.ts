/**
 * Practice interviews and their question sets in the mock backend, as the server takes them: a learner starts one
 * from a set with every interview term accepted (or resumes the open one of that set), saves notes per question and
 * finishes it, which counts its time toward preparation hours (the server's practiceMinutes); talent admins create,
 * rewrite, retire and restore sets, and open practices keep the questions they started with.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import type { InterviewQuestionSetInput } from "../../../__generated__/schema-types";
import { badInput, conflict, forbidden, notFound, type MockDeps } from "../../../mocks/common";
import { INTERVIEW_TERMS } from "@server/talent/modules/skills/tests-seed-data";
import { missingTerms } from "@server/talent/modules/skills/rules/tests";
import { slugify } from "@server/courses/modules/certificates/rules/certificates";
import { INTERVIEW_PAGE_SIZE, QUESTION_SET_LIMITS } from "@server/talent/modules/interviews/rules/limits";
import { practiceMinutes } from "@server/talent/modules/interviews/rules/preparation";
import { questionIdAt } from "@server/talent/modules/interviews/question-sets-seed-data";
import {
  mockInterviewsState,
  mockPracticeInterview,
  persistMockInterviews,
  startMockPracticeInterview,
  type MockPracticeInterview,
  type MockQuestionSet,
} from "./store";

const state = mockInterviewsState;
const setById = (id: string) => state().questionSets.find((s) => s.id === id) ?? null;
const within = (text: string, { min, max }: { min: number; max: number }) => text.length >= min && text.length <= max;

export function questionSetObject(s: MockQuestionSet) {
  return {
    id: s.id,
    title: s.title,
    focus: s.focus,
    description: s.description,
    plannedMinutes: s.plannedMinutes,
    questions: s.questions.map((q) => ({ ...q })),
    retired: s.retired,
  };
}

function practiceObject(p: MockPracticeInterview) {
  const order = new Map(p.questions.map((q, i) => [q.id, i]));
  return {
    id: p.id,
    questionSet: questionSetObject(setById(p.questionSetId)!),
    questions: p.questions.map((q) => ({ ...q })),
    startedAt: p.startedAt,
    finishedAt: p.finishedAt,
    answers: [...p.answers].sort((a, b) => order.get(a.questionId)! - order.get(b.questionId)!),
    countedMinutes: p.countedMinutes,
  };
}

/** A set's values from an admin's input, or BAD_USER_INPUT with a message per field (`questions.0.prompt`, …). */
function checkSetInput(input: InterviewQuestionSetInput) {
  const L = QUESTION_SET_LIMITS;
  const fields: Record<string, string> = {};
  const title = input.title.trim();
  const description = input.description.trim();
  if (!within(title, L.title)) fields.title = `${L.title.min} to ${L.title.max} characters.`;
  if (!within(description, L.description)) fields.description = `${L.description.min} to ${L.description.max} characters.`;
  const minutes = input.plannedMinutes;
  if (!Number.isInteger(minutes) || minutes < L.plannedMinutes.min || minutes > L.plannedMinutes.max) {
    fields.plannedMinutes = `${L.plannedMinutes.min} to ${L.plannedMinutes.max} minutes.`;
  }
  if (input.questions.length < L.questions.min || input.questions.length > L.questions.max) {
    fields.questions = `${L.questions.min} to ${L.questions.max} questions.`;
  }
  const questions = input.questions.map((q, i) => {
    const prompt = q.prompt.trim();
    const guidance = q.guidance.trim();
    if (!within(prompt, L.prompt)) fields[`questions.${i}.prompt`] = `${L.prompt.min} to ${L.prompt.max} characters.`;
    if (!within(guidance, L.guidance)) fields[`questions.${i}.guidance`] = `${L.guidance.min} to ${L.guidance.max} characters.`;
    return { id: questionIdAt(i), prompt, guidance };
  });
  if (Object.keys(fields).length) throw badInput("The question set needs changes.", fields);
  return { title, focus: input.focus, description, plannedMinutes: minutes, questions };
}

/** A new set's id from its title (`frontend-fundamentals`), numbered when taken. */
function newSetId(title: string): string {
  const base = (slugify(title) || "question-set").slice(0, QUESTION_SET_LIMITS.id.max - 4).replace(/-+$/, "");
  let id = base;
  for (let n = 2; setById(id); n++) id = `${base}-${n}`;
  return id;
}

export function practiceResolvers(deps: MockDeps): Resolvers {
  const isTalentAdmin = () => deps.viewer()?.roles.includes("TALENT_ADMIN") ?? false;
  const requireAdmin = () => {
    const viewer = deps.requireViewer();
    if (!viewer.roles.includes("TALENT_ADMIN")) throw forbidden();
    return viewer;
  };
  /** The viewer's own practice, for acting on it: NOT_FOUND when unknown or someone else's. */
  const ownPractice = (practiceId: string) => {
    const viewer = deps.requireViewer();
    const practice = mockPracticeInterview(practiceId);
    if (!practice || practice.learnerId !== viewer.id) throw notFound("Practice interview");
    return practice;
  };
  const adminSet = (id: string) => {
    requireAdmin();
    const set = setById(id);
    if (!set) throw notFound("Question set");
    return set;
  };

  return {
    Query: {
      interviewQuestionSets: (_, { includeRetired }) => {
        deps.requireViewer();
        if (includeRetired && !isTalentAdmin()) throw forbidden();
        return state()
          .questionSets.filter((s) => includeRetired || !s.retired)
          .sort((a, b) => a.title.localeCompare(b.title))
          .map(questionSetObject);
      },
      interviewQuestionSet: (_, { id }) => {
        deps.requireViewer();
        const set = setById(id);
        return set && (!set.retired || isTalentAdmin()) ? questionSetObject(set) : null;
      },
      myPracticeInterviews: (_, args) => {
        const viewer = deps.requireViewer();
        const mine = state()
          .practices.filter((p) => p.learnerId === viewer.id)
          .sort((a, b) => b.startedAt.localeCompare(a.startedAt));
        return deps.pageOf(mine.map(practiceObject), args, INTERVIEW_PAGE_SIZE);
      },
      practiceInterview: (_, { id }) => {
        const viewer = deps.viewer();
        const practice = mockPracticeInterview(id);
        if (!viewer || !practice || (practice.learnerId !== viewer.id && !isTalentAdmin())) return null;
        return practiceObject(practice);
      },
    },
    Mutation: {
      startPracticeInterview: (_, { questionSetId, acceptedTermIds }) => {
        const viewer = deps.requireViewer();
        const missing = missingTerms(INTERVIEW_TERMS, acceptedTermIds);
        if (missing.length) {
          throw badInput(`Accept every interview term first (${missing.length} not accepted).`, {
            acceptedTermIds: `Not accepted: ${missing.join(", ")}.`,
          });
        }
        const set = setById(questionSetId);
        if (!set || set.retired) throw notFound("Question set");
        const open = state().practices.find((p) => p.learnerId === viewer.id && p.questionSetId === set.id && !p.finishedAt);
        if (open) return practiceObject(open);
        const practice = startMockPracticeInterview(viewer.id, set.id);
        practice.acceptedTermIds = [...new Set(acceptedTermIds)];
        persistMockInterviews();
        return practiceObject(practice);
      },
      savePracticeInterviewAnswer: (_, { practiceId, questionId, notes }) => {
        const practice = ownPractice(practiceId);
        if (practice.finishedAt) throw conflict("This practice interview is finished; its notes are kept as they are.");
        if (!practice.questions.some((q) => q.id === questionId)) {
          throw badInput(`Question "${questionId}" is not part of this practice interview.`, { questionId: "Not a question of it." });
        }
        const max = QUESTION_SET_LIMITS.notes.max;
        if (notes.length > max) throw badInput(`Notes take at most ${max} characters.`, { notes: `At most ${max} characters.` });
        practice.answers = practice.answers.filter((a) => a.questionId !== questionId);
        // Empty notes clear the question.
        if (notes.trim()) practice.answers.push({ questionId, notes, savedAt: new Date().toISOString() });
        persistMockInterviews();
        return practiceObject(practice);
      },
      finishPracticeInterview: (_, { practiceId }) => {
        const practice = ownPractice(practiceId);
        if (practice.finishedAt) throw conflict("This practice interview is finished already.");
        if (!practice.answers.length) {
          throw badInput("Write notes for at least one question before you finish.", { answers: "No question has notes." });
        }
        const now = new Date();
        const planned = setById(practice.questionSetId)!.plannedMinutes;
        practice.finishedAt = now.toISOString();
        practice.countedMinutes = practiceMinutes(new Date(practice.startedAt), now, planned);
        persistMockInterviews();
        return practiceObject(practice);
      },
      createInterviewQuestionSet: (_, { input }) => {
        requireAdmin();
        const values = checkSetInput(input);
        const set: MockQuestionSet = { id: newSetId(values.title), ...values, retired: false };
        state().questionSets.push(set);
        persistMockInterviews();
        return questionSetObject(set);
      },
      updateInterviewQuestionSet: (_, { id, input }) => {
        const set = adminSet(id);
        Object.assign(set, checkSetInput(input));
        persistMockInterviews();
        return questionSetObject(set);
      },
      setInterviewQuestionSetRetired: (_, { id, retired }) => {
        const set = adminSet(id);
        set.retired = retired;
        persistMockInterviews();
        return questionSetObject(set);
      },
    },
  };
}
