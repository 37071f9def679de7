/** Any path no route takes: the shared 404 state (its own document title, one h1) with a way back to the home page. */
import { useTranslation } from "react-i18next";
import { DetailNotFound } from "./DetailPageStates";

export default function NotFoundPage() {
  const { t } = useTranslation();
  return <DetailNotFound title={t("notFound.title")} body={t("notFound.body")} backTo="/" backLabel={t("notFound.home")} />;
}
