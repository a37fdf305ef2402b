Add-Type -AssemblyName PresentationFramework, PresentationCore, WindowsBase

$LogoBase64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

[xml]$xaml = @'
<Window xmlns="http://schemas.microsoft.com/winfx/2006/xaml/presentation"
        xmlns:x="http://schemas.microsoft.com/winfx/2006/xaml"
        Title="Helpdesk Tool" Width="420" Height="260" WindowStartupLocation="CenterScreen">
  <DockPanel Margin="12">
    <Image x:Name="Logo" DockPanel.Dock="Top" Height="48" Margin="0,0,0,12"/>
    <StackPanel DockPanel.Dock="Bottom" Orientation="Horizontal" HorizontalAlignment="Right">
      <Button x:Name="RunBtn" Content="Run check" Width="100" Margin="0,0,8,0"/>
      <Button x:Name="CloseBtn" Content="Close" Width="80"/>
    </StackPanel>
    <TextBox x:Name="Output" IsReadOnly="True" VerticalScrollBarVisibility="Auto" FontFamily="Consolas"/>
  </DockPanel>
</Window>
'@

function ConvertTo-BitmapImage([string]$b64) {
    $bytes = [Convert]::FromBase64String($b64)
    $ms = [IO.MemoryStream]::new($bytes)
    $img = [Windows.Media.Imaging.BitmapImage]::new()
    $img.BeginInit()
    $img.StreamSource = $ms
    $img.CacheOption = 'OnLoad'
    $img.EndInit()
    $img.Freeze()
    $img
}

function Invoke-Check {
    $os = Get-CimInstance Win32_OperatingSystem
    "Computer : $env:COMPUTERNAME"
    "OS       : $($os.Caption) $($os.BuildNumber)"
    "Uptime   : $((Get-Date) - $os.LastBootUpTime)"
    "Free C:  : {0:N1} GB" -f ((Get-PSDrive C).Free / 1GB)
}

$window = [Windows.Markup.XamlReader]::Load([Xml.XmlNodeReader]::new($xaml))
$logo = ConvertTo-BitmapImage $LogoBase64
$window.Icon = $logo
$window.FindName('Logo').Source = $logo

$window.FindName('RunBtn').Add_Click({ $window.FindName('Output').Text = (Invoke-Check) -join "`r`n" })
$window.FindName('CloseBtn').Add_Click({ $window.Close() })

[void]$window.ShowDialog()
