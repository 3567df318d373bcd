/**
 * The strings of the unsaved-changes dialogs, the `unsaved` section of the editing namespace
 * (strings.ts includes them): t('unsaved.restoreTitle'). Signing in reuses the login page's words.
 */
export const unsavedStrings = {
  en: {
    restoreTitle: 'Restore unsaved changes?',
    restoreText: 'Changes typed on this page were not saved. Restore them to show them again and save them.',
    restoreItem: '{{block}}, typed {{when}}',
    restore: 'Restore',
    discard: 'Discard',
    later: 'Ask me later',
    signInTitle: 'Sign in to save your changes',
    signInText: 'Your session has ended. Sign in again: what you typed is still here, and it is saved once you are in.',
    cancel: 'Cancel',
    paused: 'Not signed in: your changes are kept in this browser but not saved yet.',
    pausedSignIn: 'Sign in to save',
  },
  ar: {
    restoreTitle: 'استعادة التغييرات غير المحفوظة؟',
    restoreText: 'لم تُحفَظ تغييرات كتبتَها في هذه الصفحة. استعِدها لتظهر من جديد وتُحفَظ.',
    restoreItem: '{{block}}، كُتبت {{when}}',
    restore: 'استعادة',
    discard: 'تجاهُل',
    later: 'اسألني لاحقًا',
    signInTitle: 'سجّل الدخول لحفظ تغييراتك',
    signInText: 'انتهت جلستك. سجّل الدخول من جديد: ما كتبتَه ما زال هنا، ويُحفَظ بعد دخولك.',
    cancel: 'إلغاء',
    paused: 'لم تسجّل الدخول: تغييراتك محفوظة في هذا المتصفح لكنها لم تُحفَظ على الموقع بعد.',
    pausedSignIn: 'سجّل الدخول للحفظ',
  },
} as const;
