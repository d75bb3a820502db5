// The one module the web app downloads for the domain's English messages (lib/messages.ts).
export { localizeMessage } from '@portal/domain';
