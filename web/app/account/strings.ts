/**
 * The account menu's strings, shipped with its lazy chunk (visitors never download them) and added to
 * i18next as the `account` namespace when the menu loads (register-strings.ts). Errors the sign-in
 * screens also show (password rules, network) are the site's own, in translation.json.
 */
export const accountStrings = {
  en: {
    menuButton: 'Account',
    signedInAs: 'Signed in as',
    loading: 'Loading…',
    loadFailed: 'Could not load your account.',
    people: 'People',
    changePassword: 'Change password',
    logOut: 'Log out',
    loggingOut: 'Logging out…',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Change password',
    submitting: 'Changing…',
    cancel: 'Cancel',
    close: 'Close',
    changed: 'Your password has been changed. You are still signed in here; every other session has been signed out.',
    currentRequired: 'Enter your current password',
    wrongCurrent: 'The current password is not correct.',
    rateLimited: 'Too many attempts to change the password. Please wait a few minutes and try again.',
  },
  ar: {
    menuButton: 'الحساب',
    signedInAs: 'مسجَّل الدخول باسم',
    loading: 'جارٍ التحميل…',
    loadFailed: 'تعذّر تحميل بيانات حسابك.',
    people: 'الأشخاص',
    changePassword: 'تغيير كلمة المرور',
    logOut: 'تسجيل الخروج',
    loggingOut: 'جارٍ تسجيل الخروج…',
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور الجديدة',
    submit: 'تغيير كلمة المرور',
    submitting: 'جارٍ التغيير…',
    cancel: 'إلغاء',
    close: 'إغلاق',
    changed: 'تم تغيير كلمة المرور. ما زلت مسجَّل الدخول هنا، وأُنهيت جميع جلساتك الأخرى.',
    currentRequired: 'أدخل كلمة المرور الحالية',
    wrongCurrent: 'كلمة المرور الحالية غير صحيحة.',
    rateLimited: 'محاولات كثيرة جدًا لتغيير كلمة المرور. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  },
} as const satisfies Record<'en' | 'ar', Record<string, string>>;

export const ACCOUNT_NS = 'account';
