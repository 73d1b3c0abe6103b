import { BRAND } from "../../../shared/constants";

export const DEFAULT_DESCRIPTION =
  "Parley: practise German and English by chatting with AI tutor characters in real-life scenarios.";

/**
 * The page's title (with ' · Parley' after it, unless `exact`) and description. React hoists both into the
 * document's head, on the server and on client navigation.
 */
export function PageTitle(props: { title: string; description?: string; exact?: boolean }) {
  return (
    <>
      <title>{props.exact ? props.title : `${props.title} · ${BRAND}`}</title>
      <meta name="description" content={props.description ?? DEFAULT_DESCRIPTION} />
    </>
  );
}
