/** The shell's answers and the popups sent to it are checked against these; loaded on the first bridge call. */
export { nativeDeviceInfoSchema, nativePopupSchema } from '@casino/contracts';
