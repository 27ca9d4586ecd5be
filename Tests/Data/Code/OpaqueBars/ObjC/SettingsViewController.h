#import <UIKit/UIKit.h>

@interface SettingsViewController : UIViewController
@end
