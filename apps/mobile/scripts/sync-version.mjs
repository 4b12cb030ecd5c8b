// Copies the wrapper's one version (app-version.json) into the iOS project, which cannot read JSON at build
// time; Android's build.gradle and capacitor.config.ts read the file themselves. Run by `npm run sync`.
import { readFileSync, writeFileSync } from 'node:fs';

const { versionCode, versionName } = JSON.parse(
  readFileSync(new URL('../app-version.json', import.meta.url), 'utf8'),
);
const projectFile = new URL('../ios/App/App.xcodeproj/project.pbxproj', import.meta.url);
const project = readFileSync(projectFile, 'utf8')
  .replace(/CURRENT_PROJECT_VERSION = [^;]+;/g, `CURRENT_PROJECT_VERSION = ${versionCode};`)
  .replace(/MARKETING_VERSION = [^;]+;/g, `MARKETING_VERSION = ${versionName};`);
writeFileSync(projectFile, project);
console.log(`iOS project set to version ${versionName} (${versionCode})`);
