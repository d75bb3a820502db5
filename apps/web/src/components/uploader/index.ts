export { DownloadButton } from './DownloadButton.tsx';
export * from './rules.ts';
export { Uploader, type UploaderProps } from './Uploader.tsx';
export { UploadProgress } from './UploadProgress.tsx';
export { type StoredFile, useFileDownload } from './use-file-download.ts';
