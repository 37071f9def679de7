/** Sets the document title for a route (React 19 hoists <title> into <head>). */
import { useTranslation } from "react-i18next";

export function PageTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  const brand = t("app.brand");
  return <title>{title ? `${title} · ${brand}` : brand}</title>;
}
