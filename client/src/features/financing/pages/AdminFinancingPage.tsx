/**
 * /courses/admin/financing (COURSE_ADMIN): the ISA back office (SPEC §1), four screens on one page, each with its own
 * query: ISA orders waiting for approval; income reports to review; ISA statements (compute now, confirm DUE payments);
 * and withdrawal requests, applied after a live quote of the withdrawal rule. Other people see the not-allowed state,
 * like the orders page (the server answers FORBIDDEN).
 */
import { useTranslation } from "react-i18next";
import { CourseAdminPage } from "../../catalogue";
import { IncomeReviews } from "../components/admin/IncomeReviews";
import { IsaApprovals } from "../components/admin/IsaApprovals";
import { IsaStatements } from "../components/admin/IsaStatements";
import { WithdrawalRequests } from "../components/admin/WithdrawalRequests";

export default function AdminFinancingPage() {
  const { t } = useTranslation();
  return (
    <CourseAdminPage
      title={t("adminFinancing.title")}
      notAllowedTitle={t("adminOrders.notAllowedTitle")}
      notAllowedBody={t("adminFinancing.notAllowedBody")}
      gap="xl"
    >
      <IsaApprovals />
      <IncomeReviews />
      <IsaStatements />
      <WithdrawalRequests />
    </CourseAdminPage>
  );
}
