// The account feature's public parts, used by the settings and profile pages.
export { ChangePasswordDialog } from "./change-password-dialog";
export { DeleteAccountDialog } from "./delete-account-dialog";
export { DownloadDataButton, ExportVocabularyButton } from "./download-data";
