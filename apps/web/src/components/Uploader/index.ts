export { DownloadButton, type StoredFile, useFileDownload } from './download.tsx';
export * from './rules.ts';
export { Uploader, type UploaderProps } from './Uploader.tsx';
export { UploadProgress } from './UploadProgress.tsx';
export { type UploadOptions, uploadWithProgress } from './upload.ts';
