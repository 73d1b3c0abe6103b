import { Download } from "lucide-react";
import { Button } from "../../components/ui/button";

/** A plain same-origin download: the server names the file (Content-Disposition) and the cookie signs it. */
export function DownloadDataButton() {
  return (
    <Button variant="outline" asChild>
      <a href="/api/account/export" download>
        <Download /> Download My Data
      </a>
    </Button>
  );
}

export function ExportVocabularyButton() {
  return (
    <Button variant="outline" asChild>
      <a href="/api/account/export/vocabulary.csv" download>
        <Download /> Export vocabulary (CSV for Anki)
      </a>
    </Button>
  );
}
