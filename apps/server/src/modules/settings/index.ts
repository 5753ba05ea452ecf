/** What other modules and the seed use of the settings. */
export { readApplicationWindow, readSetting, insertMissingSettings, writeSetting, type SettingValue, type SettingValues } from './repository';
export { isWithin, phaseWindow, type Window } from './phases';
