/** countdown: English, bundled, the fallback of every other locale (docs/architecture.md "Internationalisation"). The countdown of a promotion (widgets/ui/countdown.tsx, docs/product/tournaments-lotteries-quests.md#status) and every other remaining time (gifts). */
export const messages = {
  endsIn: 'Ends in {time}',
  startsIn: 'Starts in {time}',
  finished: 'Finished',
  days_one: '{count} day',
  days_other: '{count} days',
  hours_one: '{count} hour',
  hours_other: '{count} hours',
  minutes_one: '{count} minute',
  minutes_other: '{count} minutes',
  seconds_one: '{count} second',
  seconds_other: '{count} seconds',
};
