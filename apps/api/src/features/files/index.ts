export { type ReceivedUpload, receiveUpload, type StoredUpload } from './multipart.ts';
export { fileRoutes } from './routes.ts';
export { deleteUnreferenced, discardUploads, recordUploads } from './service.ts';
