import { Group, Tabs, Title } from '@mantine/core';
import { settingsTexts } from '@sks/contract';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/paths';

/** The heading of the reference-data screens and the tabs between cities and categories. */
export function SettingsNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Group justify="space-between" align="flex-end">
      <Title order={1} size="h2">
        {settingsTexts.menu}
      </Title>
      <Tabs value={pathname} onChange={(value) => value && navigate(value)}>
        <Tabs.List>
          <Tabs.Tab value={paths.settingsCities}>{settingsTexts.cities}</Tabs.Tab>
          <Tabs.Tab value={paths.settingsCategories}>{settingsTexts.categories}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
    </Group>
  );
}
