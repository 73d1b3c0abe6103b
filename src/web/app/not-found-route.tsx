import { data, Link } from "react-router";
import { PageTitle } from "../components/page/page-title";
import { Button } from "../components/ui/button";
import { useT } from "./i18n";

/** The server answers an unknown path with this page and a 404. */
export function loader() {
  return data(null, { status: 404 });
}

/** Any unknown path (accounts §2 route table). */
export function Component() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <PageTitle title={t("app.notFound.title")} />
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t("app.notFound.heading")}</h1>
      <p className="text-muted-foreground">{t("app.notFound.text")}</p>
      <Button asChild>
        <Link to="/">{t("app.notFound.home")}</Link>
      </Button>
    </div>
  );
}
