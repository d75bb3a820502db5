export { notificationRoutes } from './routes.ts';
export { notify, notifyMonitoring, recordNotification, sendMonitoringNotice } from './service.ts';
export { localizedNotice, noticeText } from './texts.ts';
