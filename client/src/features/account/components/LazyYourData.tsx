/**
 * The "Your data" section of another feature's page (/settings): loaded with the account's words when that page shows
 * it, so the page's own chunk and words stay its own.
 */
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { loadTranslations } from "../../../i18n";
import { ListLoading } from "../../../ui/ListStates";

const Section = lazy(() =>
  Promise.all([import("./YourData"), loadTranslations("account").catch(() => undefined)]).then(([m]) => ({
    default: m.YourData,
  })),
);

export function LazyYourData() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<ListLoading label={t("app.loading")} count={1} />}>
      <Section />
    </Suspense>
  );
}
