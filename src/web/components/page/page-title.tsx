import { BRAND } from "../../../shared/constants";
import { useT } from "../i18n";

/**
 * The page's title (with ' · Parley' after it, unless `exact`) and description. React hoists both into the
 * document's head, on the server and on client navigation.
 */
export function PageTitle(props: { title: string; description?: string; exact?: boolean }) {
  const t = useT();
  return (
    <>
      <title>{props.exact ? props.title : `${props.title} · ${BRAND}`}</title>
      <meta name="description" content={props.description ?? t("components.pageTitle.description", { brand: BRAND })} />
    </>
  );
}
