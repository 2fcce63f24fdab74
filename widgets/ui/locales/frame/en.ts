/** frame: English, bundled with the widget and the fallback of every other locale (docs/architecture.md "Internationalisation"). */
export const messages = {
  unreachableTitle: 'The casino cannot be reached',
  unreachableText: 'We keep trying in the background.',
  staleSince: 'What you see is from {time} and may be out of date.',
  retry: 'Try again',
};
