#import <UIKit/UIKit.h>
#import "SettingsViewController.h"

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    SettingsViewController *settings = [[SettingsViewController alloc] initWithNibName:@"SettingsViewController" bundle:nil];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:settings];
    [[UITabBar appearance] setTranslucent:NO];
    return YES;
}

@end
