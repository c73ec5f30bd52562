import sharp from 'sharp';
export default async function (page) {
  await page.getByLabel('Name', { exact: true }).fill('Ada');
  await page.getByLabel('Surname').fill('Lovelace');
  await page.getByLabel('Gender').selectOption('FEMALE');
  await page.getByLabel('Date of birth').fill('1990-12-10');
  await page.getByLabel('Place of birth').fill('London');
  const c = page.getByRole('combobox', { name: 'Citizenship' });
  await c.click(); await c.fill('United King'); await page.keyboard.press('Enter');
  await page.getByLabel('Series and number').fill('AB 123456');
  await page.getByLabel('Issued by').fill('HM Passport Office');
  await page.getByLabel('Date of issue').fill('2020-01-15');
  await page.getByLabel('Expiry date').fill('2030-01-15');
  await page.getByTestId('save').click();
  await page.getByTestId('notification').waitFor();
  const raw = Buffer.alloc(800 * 800 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7) % 255;
  const jpg = await sharp(raw, { raw: { width: 800, height: 800, channels: 3 } }).jpeg().toBuffer();
  await page.getByTestId('file-input').setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: jpg });
  await page.getByTestId('files').waitFor();
  await page.waitForTimeout(500);
  if (process.env.VERIFY) {
    await page.getByTestId('verify').click();
    await page.getByTestId('submitted-dialog').waitFor();
    await page.waitForTimeout(300);
  }
}
