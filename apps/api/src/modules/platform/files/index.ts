export { filesRoutes, FILE_STAFF_ROLES } from './files.routes';
export {
  saveReceiptUpload,
  removeStoredFile,
  filesDirectory,
  type SavedUpload,
} from './file-storage';
export { watchUpload, type UploadDeadline, type UploadTimeouts } from './upload-deadline';
export { sniffReceiptType } from './file-types';
export { insertStoredFile, findStoredFile, type StoredFileRow } from './stored-files.repository';
export { removeOrphanFiles, ORPHAN_FILE_AGE_MS } from './remove-orphan-files';
