/**
 * The account sections of another feature's page (/settings): loaded with the account's words when that page shows
 * them, so the page's own chunk and words stay its own.
 */
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { loadTranslations } from "../../../i18n";
import { ListLoading } from "../../../ui/ListStates";

const Sections = lazy(() =>
  Promise.all([import("./AccountSecurity"), loadTranslations("account").catch(() => undefined)]).then(([m]) => ({
    default: m.AccountSecurity,
  })),
);

export function LazyAccountSecurity() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<ListLoading label={t("app.loading")} count={2} />}>
      <Sections />
    </Suspense>
  );
}
