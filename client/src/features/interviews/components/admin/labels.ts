/** The words for a focus and a booking's status on the interviews admin page (shared with the learners' pages). */
import { useTranslation } from "react-i18next";
import type { InterviewBookingStatus, InterviewFocus } from "../../../../__generated__/graphql";

export function useFocusName() {
  const { t } = useTranslation();
  return (focus: InterviewFocus) => t(`interviews.focus.${focus}`);
}

export function useStatusName() {
  const { t } = useTranslation();
  return (status: InterviewBookingStatus) => t(`interviews.status.${status}`);
}
