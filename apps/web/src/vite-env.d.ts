/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_SECURITY_HEADER_VALUE?: string;
  readonly VITE_ROUTE_ENCRYPTION_KEY?: string;
  readonly VITE_RECAPTCHA_TEST_TOKEN?: string;
  readonly VITE_COOKIE_DOMAIN?: string;
  readonly VITE_APP_VERSION_CODE?: string;
  readonly VITE_APP_STORE_URL?: string;
  readonly VITE_PLAY_STORE_URL?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_VAPID_KEY?: string;
  readonly VITE_FIREBASE_SW_PATH?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
