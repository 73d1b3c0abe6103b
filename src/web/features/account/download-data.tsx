import { Download } from "lucide-react";
import { Button } from "../../components/ui/button";
import { useT } from "./i18n";

/** A plain same-origin download: the server names the file (Content-Disposition) and the cookie signs it. */
export function DownloadDataButton() {
  const t = useT();
  return (
    <Button variant="outline" asChild>
      <a href="/api/account/export" download>
        <Download /> {t("account.download.data")}
      </a>
    </Button>
  );
}

export function ExportVocabularyButton() {
  const t = useT();
  return (
    <Button variant="outline" asChild>
      <a href="/api/account/export/vocabulary.csv" download>
        <Download /> {t("account.download.vocabulary")}
      </a>
    </Button>
  );
}
