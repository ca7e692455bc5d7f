import type { ServiceContext } from '../../core/context';
import type { Mailer } from '../../platform/mail/mailer';
import type { RecaptchaVerifier } from '../../platform/recaptcha/recaptcha';
import type { SmsSender } from '../../platform/sms/sms-sender';
import type { FilesModule } from '../files';
import type { ReferenceModule } from '../reference';
import type { LoginThrottle } from './login-throttle';
import type { OneTimeCodes } from './one-time-codes';
import type { PasswordHasher } from './password-hasher';
import type { TokenService } from './tokens';

/** What the account services share: the platform parts they use, the modules they ask, and the account's own machinery. */
export interface AccountContext extends ServiceContext {
  readonly mailer: Mailer;
  readonly sms: SmsSender;
  readonly recaptcha: RecaptchaVerifier;
  /** Profile pictures' read URLs. */
  readonly files: Pick<FilesModule, 'imageUrl'>;
  /** Country and time-zone checks, app info and the application-messages stamp. */
  readonly reference: ReferenceModule;
  /** Where links in emails point (the portal's origin). */
  readonly publicWebUrl: string;
  readonly tokens: TokenService;
  readonly codes: OneTimeCodes;
  readonly passwords: PasswordHasher;
  readonly loginThrottle: LoginThrottle;
}
