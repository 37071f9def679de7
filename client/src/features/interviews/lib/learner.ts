/**
 * What the learner pages share: where a practice interview lives, and the words for a focus, a booking's status and
 * an interview term (by its id, in the interface language; the server's English when the id is new to the client).
 */
import { useTranslation } from "react-i18next";
import type { InterviewBookingStatus, InterviewFocus } from "../../../__generated__/graphql";

export const practiceHref = (id: string) => `/interviews/practice/${id}`;

export function useInterviewWords() {
  const { t } = useTranslation();
  return {
    focusName: (focus: InterviewFocus) => t(`interviews.focus.${focus}`),
    statusName: (status: InterviewBookingStatus) => t(`interviews.status.${status}`),
    termText: (term: { id: string; text: string }) => t(`interviews.terms.${term.id}`, { defaultValue: term.text }),
  };
}
