import { defineAddonServer } from '@yanye/addon-kit/server';
import { smsCallbacks } from './callbacks';
import { seedSms } from './demo';
import { storeLoginSender } from './login-sender';
import { smsNoticeSender } from './notice-sender';
import { smsReceiver } from './receiver';
import { smsRecordResource } from './record.resource';
import { smsService } from './service';
import { smsRoutes } from './sms.routes';
import { smsTemplateResource } from './template.resource';

/**
 * SMS: the store's templates at its SMS provider (submitted for review, approved or rejected by the
 * provider's callback), test messages, and the send records with their delivery reports. A store that names an
 * approved sign-in template sends its accounts' sign-in codes through it (`smsSender`), and the core's notices
 * (a recall's customers told) go through it with a template the operator picks (`noticeSender`).
 */
export default defineAddonServer({
  key: 'sms',
  resources: [smsTemplateResource, smsRecordResource],
  routes: smsRoutes,
  demoStores: ['xinyan'],
  seed: seedSms,
  service: { spec: smsService, receiver: smsReceiver },
  callbacks: smsCallbacks,
  smsSender: storeLoginSender,
  noticeSender: smsNoticeSender,
});
